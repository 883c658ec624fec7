/** The operator command line (npm run ops, decision 0043): what scripts/ops.ts and tests run. */
export { isHelpRequest, OPS_USAGE, runOps, terminalText, type OpsResult } from './command.ts';
export { isWorkOpsCommand, runWorkOps, WORK_OPS_COMMANDS } from './works.ts';
