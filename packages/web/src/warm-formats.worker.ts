// A worker that makes the site's two Intl formatters once (London's clock and pounds), then ends.
// The first of each on a page loads the browser's locale and time-zone data, 15-30 ms of a
// desktop's main thread and several times that on a phone; that data is kept for the whole page's
// process, so made here, on another thread, the page's own formatters then take a fraction of a
// millisecond (main.tsx starts it as the app starts to load).
import { formatPounds, londonToday } from "@studio/domain";

londonToday(new Date());
formatPounds(0);
self.close();
