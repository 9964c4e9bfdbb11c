export { DashboardPage } from "../dashboard/dashboard-page";
export { AssessmentsRoute } from "./assessments-list-page";
export { AssessmentDetailPage } from "./assessment-detail-page";
export { NewAssessmentPage } from "./new-assessment-page";
export { PendingJobRoute } from "./pending-job-page";
export { ApprovalsPage } from "../review/approvals-page";
export { ChangesRoute } from "../monitoring/changes-page";
