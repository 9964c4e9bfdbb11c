import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("admin");
