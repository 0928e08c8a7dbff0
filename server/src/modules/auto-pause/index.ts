/** Online ordering pauses by itself while no incoming screen is open: the judgement and its log. */
export {
  AUTO_PAUSED_NO_PHONE_MESSAGE,
  autoPauseService,
  judgeAutoPause,
  openingWindowStart,
  type TAutoPauseService,
  throwAutoPaused,
} from './service';
