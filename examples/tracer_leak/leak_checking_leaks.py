"""Inside `jax.checking_leaks()`, a tracer stored on an object that outlives the trace makes
JAX raise (a plain Exception, "Leaked trace") at the end of the trace, at the call of the
jitted function, though the tracer is never used."""

import jax
import jax.numpy as jnp


class Recorder:
    def __init__(self):
        self.values = []

    def record(self, name, value):
        self.values.append((name, value))


recorder = Recorder()


def loss(w, x):
    logits = x @ w
    recorder.record("logits", logits)
    return jax.nn.logsumexp(logits, axis=-1).mean()


@jax.jit
def step(w, x):
    return w - 0.1 * jax.grad(loss)(w, x)


with jax.checking_leaks():
    w = step(jnp.zeros((3, 4)), jnp.ones((5, 3)))  # E: jax-tracer-leak
print("recorded entries:", len(recorder.values))
