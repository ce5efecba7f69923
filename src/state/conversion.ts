// Helpers of the Versions tab: None-conversion previews as line diffs, and a ConversionReview
// response skeleton for a request (what a webhook that only rewrites apiVersion would answer).
import type { ConversionPreview, ObjectReport } from '../engine/api';
import type { JSONObject, JSONValue } from '../engine/apis/json';
import { lineDiff, toYaml, type StepLine } from './steps';
import { stringifyJSON } from '../engine';

function isObject(v: JSONValue | undefined): v is JSONObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

interface ConversionView {
  version: string;
  lines: StepLine[];
  pruned: string[];
  defaulted: string[];
  warnings: string[];
}

/** The object as stored, read at each other served version: YAML lines marked removed / added. */
export function conversionViews(report: ObjectReport): ConversionView[] {
  // previews are reads of the stored object (at the storage version, with its defaults)
  const stored = report.storage?.read ?? report.result;
  if (stored === null || !report.conversions) return [];
  return report.conversions.map((c: ConversionPreview) => ({
    version: c.version,
    lines: lineDiff(toYaml(stored), toYaml(c.object)),
    pruned: c.pruned,
    defaulted: c.defaulted,
    warnings: c.warnings,
  }));
}

/**
 * A successful ConversionReview response to `review` that sets apiVersion to the desired version
 * and changes nothing else: a starting point to edit into what the webhook returns.
 */
export function responseSkeleton(review: JSONValue | null): string {
  if (!isObject(review) || !isObject(review.request)) return '';
  const req = review.request;
  const desired = typeof req.desiredAPIVersion === 'string' ? req.desiredAPIVersion : '';
  const objects = Array.isArray(req.objects) ? req.objects : [];
  const convertedObjects = objects.map((o) => (isObject(o) ? { ...o, apiVersion: desired } : o));
  const response = {
    apiVersion: typeof review.apiVersion === 'string' ? review.apiVersion : 'apiextensions.k8s.io/v1',
    kind: 'ConversionReview',
    response: { uid: typeof req.uid === 'string' ? req.uid : '', result: { status: 'Success' }, convertedObjects },
  };
  return stringifyJSON(response, 2) + '\n';
}
