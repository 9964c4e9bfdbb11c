import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("signed out");
