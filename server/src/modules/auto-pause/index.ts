/** Online ordering pauses by itself while no incoming screen is open: the judgement and its log. */
export {
  autoPauseService,
  judgeAutoPause,
  openingWindowStart,
  type TAutoPauseService,
  throwAutoPaused,
} from './service';
