import { AuthScreen } from '../components/AuthScreen/AuthScreen';
import { startScreen } from './start-screen';
import './lean.css';

startScreen(<AuthScreen />);
