import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("super admin");
