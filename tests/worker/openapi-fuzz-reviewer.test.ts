import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("reviewer");
