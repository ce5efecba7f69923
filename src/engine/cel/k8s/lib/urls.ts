// The kubernetes.urls library declarations (apiserver/pkg/cel/library/urls.go), always present.
import type { Library } from '../../library';
import { T } from '../../types';
import type { Value } from '../../values';
import * as u from '../urls';
import { global, member } from './decl';

const URL = u.URLType;
const asU = (v: Value) => v as u.URLValue;

export const urlsLibrary: Library = {
  name: 'kubernetes.urls',
  types: [URL],
  functions: [
    { name: 'url', overloads: [global('string_to_url', [T.string], URL, (s) => u.stringToURL(s as string))] },
    { name: 'getScheme', overloads: [member('url_get_scheme', [URL], T.string, (a) => u.urlGetScheme(asU(a)))] },
    { name: 'getHost', overloads: [member('url_get_host', [URL], T.string, (a) => u.urlGetHost(asU(a)))] },
    { name: 'getHostname', overloads: [member('url_get_hostname', [URL], T.string, (a) => u.urlGetHostname(asU(a)))] },
    { name: 'getPort', overloads: [member('url_get_port', [URL], T.string, (a) => u.urlGetPort(asU(a)))] },
    { name: 'getEscapedPath', overloads: [member('url_get_escaped_path', [URL], T.string, (a) => u.urlGetEscapedPath(asU(a)))] },
    { name: 'getQuery', overloads: [member('url_get_query', [URL], T.map(T.string, T.list(T.string)), (a) => u.urlGetQuery(asU(a)))] },
    { name: 'isURL', overloads: [global('is_url_string', [T.string], T.bool, (s) => u.isURL(s as string))] },
  ],
};
