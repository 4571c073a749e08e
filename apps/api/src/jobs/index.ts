import { maintainDatabaseJob } from './maintain-database.job';
import { sendEmailJob } from './send-email.job';

/** The platform's own jobs, below every module: system emails and the database's upkeep. */
export const PLATFORM_JOBS = [sendEmailJob, maintainDatabaseJob];
