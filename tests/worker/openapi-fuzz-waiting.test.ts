import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("waiting for approval");
