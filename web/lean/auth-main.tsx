import { SIGN_IN_ANSWER_DATA_ID, type SignInAnswer } from '../../shared/sign-in';
import { AuthScreen } from '../components/AuthScreen/AuthScreen';
import { startScreen } from './start-screen';
import './lean.css';

/** The plain post's refusal this page answers with (server/routes/sign-in-form.ts), if any. */
function answerOfPage(): SignInAnswer | undefined {
  const block = document.getElementById(SIGN_IN_ANSWER_DATA_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as SignInAnswer) : undefined;
  } catch {
    return undefined;
  }
}

startScreen(<AuthScreen answer={answerOfPage()} />);
