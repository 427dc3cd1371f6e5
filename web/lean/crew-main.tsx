import { CrewScreen } from '../components/CrewScreen/CrewScreen';
import type { CrewAssignment } from '../lib/crew-outbox';
import { CREW_ASSIGNMENT_DATA_ID } from '../../shared/crew-app';
import { startScreen } from './start-screen';
import './lean.css';

/** The assignment the server rendered into this page load (server/plugins/web.ts), if any. */
function assignmentOfPage(): CrewAssignment | undefined {
  const block = document.getElementById(CREW_ASSIGNMENT_DATA_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as CrewAssignment) : undefined;
  } catch {
    return undefined;
  }
}

startScreen(<CrewScreen initial={assignmentOfPage()} />);
