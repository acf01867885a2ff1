"""A bound is checked only where it is a Python number: `and` never compares a traced
bound after `not isinstance(..., jax.core.Tracer)` (the check still runs when the
function is called eagerly). A test case jits it with the bound traced, as decoding
libraries' tests do."""

import unittest

import jax
import jax.numpy as jnp


def decode(tokens, max_steps=None):
    if max_steps is not None:
        if not isinstance(max_steps, jax.core.Tracer) and max_steps > tokens.shape[1]:
            raise ValueError("cannot decode more steps than the sequence holds")
        if not isinstance(max_steps, jax.core.Tracer) and max_steps < 0:
            raise ValueError("a negative number of steps")
    return jnp.cumsum(tokens, axis=1)


class DecodeTest(unittest.TestCase):
    def test_traced_max_steps(self):
        def decode_fn(tokens, steps):
            return decode(tokens, max_steps=steps)

        decode_jit = jax.jit(decode_fn)
        self.assertEqual(decode_jit(jnp.ones((1, 8)), 4).shape, (1, 8))
        with self.assertRaises(ValueError):
            decode(jnp.ones((1, 8)), 20)


if __name__ == "__main__":
    unittest.main(argv=["decode"], exit=False)
