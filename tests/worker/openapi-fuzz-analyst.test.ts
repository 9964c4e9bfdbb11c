import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("analyst");
