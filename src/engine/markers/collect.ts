// controller-tools pkg/markers collect.go (Collector.MarkersInPackage, parseMarkersInPackage) and
// zip.go (EachType, PackageMarkers) for one package: every file's markers associated with the
// package, its type specs and struct fields, parsed by the registry's definitions.
import type { Field, GoFile, TypeSpec } from '../gosource/ast';
import { associateFileMarkers } from './associate';
import { diagnoseFile } from './diagnose';
import type { MarkerRegistry } from './reg';
import type { FieldMarkers, MarkerDiagnostic, NodeMarkers, PackageMarkers, RawMarker, TypeMarkers } from './types';
import { parseNodeMarkers } from './values';

const EMPTY = (): NodeMarkers => ({ values: new Map(), unknown: [] });

function byPosition(a: MarkerDiagnostic, b: MarkerDiagnostic): number {
  return a.file === b.file ? a.range.start.offset - b.range.start.offset : a.file < b.file ? -1 : 1;
}

/**
 * The markers of one package (its files in the order given). Errors are controller-gen's (a
 * marker whose arguments do not parse); warnings are ours (unknown, misplaced, unattached), left
 * out with `warnings: false` (for provided packages such as k8s.io/api).
 */
export function collectPackageMarkers(files: GoFile[], registry: MarkerRegistry, options: { warnings?: boolean } = {}): PackageMarkers {
  const errors: MarkerDiagnostic[] = [];
  const warnings: MarkerDiagnostic[] = [];
  const pkgRaw: RawMarker[] = [];
  const byType = new Map<TypeSpec, NodeMarkers>();
  const byField = new Map<Field, NodeMarkers>();
  for (const file of files) {
    const assoc = associateFileMarkers(file, registry);
    pkgRaw.push(...assoc.pkg);
    for (const [spec, raws] of assoc.types) byType.set(spec, parseNodeMarkers(registry, 'type', raws, errors));
    for (const [field, raws] of assoc.fields) byField.set(field, parseNodeMarkers(registry, 'field', raws, errors));
    if (options.warnings !== false) warnings.push(...diagnoseFile(file, assoc, registry));
  }
  const pkg = parseNodeMarkers(registry, 'package', pkgRaw, errors);

  const types: TypeMarkers[] = [];
  for (const file of files) {
    for (const decl of file.decls) {
      if (decl.kind !== 'gen' || decl.tok !== 'type') continue;
      for (const spec of decl.specs) {
        if (spec.kind !== 'type') continue;
        const fields: FieldMarkers[] = [];
        if (spec.type.kind === 'struct') {
          for (const field of spec.type.fields) {
            const nm = byField.get(field) ?? EMPTY();
            if (field.names.length === 0) fields.push({ name: '', field, ...nm });
            for (const name of field.names) fields.push({ name, field, ...nm });
          }
        }
        const doc = spec.doc ?? (decl.lparen === undefined ? decl.doc : undefined);
        types.push({ spec, decl, file, ...(doc ? { doc } : {}), fields, ...(byType.get(spec) ?? EMPTY()) });
      }
    }
  }
  errors.sort(byPosition);
  warnings.sort(byPosition);
  return { package: pkg, types, byType, byField, errors, warnings };
}
