import { CrewScreen } from '../components/CrewScreen/CrewScreen';
import { startScreen } from './start-screen';
import './lean.css';

startScreen(<CrewScreen />);
