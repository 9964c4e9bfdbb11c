import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("viewer");
