// The kubernetes.quantity library declarations (apiserver/pkg/cel/library/quantity.go), 1.28+.
import type { Library } from '../../library';
import { T } from '../../types';
import { CelError, type Value } from '../../values';
import * as q from '../quantity';
import { global, member } from './decl';

const Q = q.QuantityType;
const asQ = (v: Value) => v as q.Quantity;
const int64 = (v: Value) => v as bigint;

export const quantityLibrary: Library = {
  name: 'kubernetes.quantity',
  types: [Q],
  functions: [
    { name: 'quantity', overloads: [global('string_to_quantity', [T.string], Q, (s) => q.parseQuantity(s as string))] },
    { name: 'isQuantity', overloads: [global('is_quantity_string', [T.string], T.bool, (s) => !(q.parseQuantity(s as string) instanceof CelError))] },
    // Declared as a global overload upstream: `sign(quantity(...))` type-checks, `.sign()` does not.
    { name: 'sign', overloads: [global('quantity_sign', [Q], T.int, (a) => BigInt(q.quantitySign(asQ(a))))] },
    { name: 'isGreaterThan', overloads: [member('quantity_is_greater_than', [Q, Q], T.bool, (a, b) => q.quantityCmp(asQ(a), asQ(b)) === 1)] },
    { name: 'isLessThan', overloads: [member('quantity_is_less_than', [Q, Q], T.bool, (a, b) => q.quantityCmp(asQ(a), asQ(b)) === -1)] },
    { name: 'compareTo', overloads: [member('quantity_compare_to', [Q, Q], T.int, (a, b) => BigInt(q.quantityCmp(asQ(a), asQ(b))))] },
    { name: 'asApproximateFloat', overloads: [member('quantity_get_float', [Q], T.double, (a) => q.quantityAsApproximateFloat(asQ(a)))] },
    {
      name: 'asInteger',
      overloads: [member('quantity_get_int', [Q], T.int, (a) => q.quantityAsInt64(asQ(a)) ?? new CelError('cannot convert value to integer'))],
    },
    { name: 'isInteger', overloads: [member('quantity_is_integer', [Q], T.bool, (a) => q.quantityAsInt64(asQ(a)) !== null)] },
    {
      name: 'add',
      overloads: [
        member('quantity_add', [Q, Q], Q, (a, b) => q.quantityAdd(asQ(a), asQ(b))),
        member('quantity_add_int', [Q, T.int], Q, (a, b) => q.quantityAdd(asQ(a), q.newQuantity(int64(b), 'DecimalExponent'))),
      ],
    },
    {
      name: 'sub',
      overloads: [
        member('quantity_sub', [Q, Q], Q, (a, b) => q.quantitySub(asQ(a), asQ(b))),
        member('quantity_sub_int', [Q, T.int], Q, (a, b) => q.quantitySub(asQ(a), q.newQuantity(int64(b), 'DecimalExponent'))),
      ],
    },
  ],
};
