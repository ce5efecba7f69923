// The work a first visit opens (the CronTab example on the Problems tab, default options) as a share
// link: a test that starts there opens this link in its file's link tab (LinkTab) instead of loading
// the app in a page of its own. The tab already runs the app: only the fragment changes, the texts,
// options and tab come from the link, and the app's code, Monaco and the engine workers stay loaded.
import { shareURL } from '../src/state/permalink';
import { defaultSnapshot } from '../src/state/snapshot';
import { appURL } from './browser';

/** The share link of the work a first visit shows (`openPage(browser)` without a query). */
export function firstVisitLink(): string {
  return shareURL(appURL(), defaultSnapshot());
}
