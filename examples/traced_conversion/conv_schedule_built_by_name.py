"""A learning-rate schedule built by name: each branch of the factory defines its own
`schedule`, and the optimiser step calls whichever the flag picked. The default,
"warmup", takes `float(count)` of the traced step counter: ConcretizationTypeError
while tracing."""

import argparse

import jax
import jax.numpy as jnp


def make_schedule(name, base_lr, warmup_steps):
    if name == "constant":

        def schedule(count):
            return base_lr + 0.0 * count

    elif name == "warmup":

        def schedule(count):
            return base_lr * min(1.0, float(count) / warmup_steps)  # E: jax-traced-conversion

    else:
        raise ValueError(f"unknown schedule {name!r}")
    return schedule


parser = argparse.ArgumentParser()
parser.add_argument("--schedule", default="warmup")
args = parser.parse_args([])
schedule = make_schedule(args.schedule, 0.1, 10)


@jax.jit
def step(w, grad, count):
    return w - schedule(count) * grad, count + 1


w, count = jnp.ones(3), jnp.array(0)
for _ in range(3):
    w, count = step(w, jnp.ones(3), count)
print(w)
