export { DashboardPage } from "../dashboard/dashboard-page";
export { AssessmentsListPage } from "./assessments-list-page";
export { AssessmentDetailPage } from "./assessment-detail-page";
export { NewAssessmentPage } from "./new-assessment-page";
export { PendingJobPage } from "./pending-job-page";
export { ApprovalsPage } from "../review/approvals-page";
