"""A noise schedule built by name: `build_schedule` returns a `LinearSchedule` or a
`CosineSchedule` as the flag says, and the diffusion loss calls `alpha_bar` of whichever
it got on each example's time under vmap inside jit. The default, "cosine", clamps the
time with a Python `if`: TracerBoolConversionError while tracing."""

import argparse
import math

import jax
import jax.numpy as jnp


class LinearSchedule:
    def __init__(self, num_steps):
        self.alpha_bars = jnp.cumprod(1.0 - jnp.linspace(1e-4, 2e-2, num_steps))
        self.num_steps = num_steps

    def alpha_bar(self, t):
        index = jnp.clip(jnp.round(t * (self.num_steps - 1)).astype(jnp.int32), 0, None)
        return self.alpha_bars[index]


class CosineSchedule:
    def __init__(self, s, t_max):
        self.s = s
        self.t_max = t_max

    def alpha_bar(self, t):
        if t > self.t_max:  # E: jax-traced-bool
            t = self.t_max
        return jnp.cos((t + self.s) / (1.0 + self.s) * math.pi / 2) ** 2


def build_schedule(name):
    if name == "linear":
        return LinearSchedule(200)
    if name == "cosine":
        return CosineSchedule(0.008, 0.999)
    raise ValueError(f"unknown schedule {name!r}")


parser = argparse.ArgumentParser()
parser.add_argument("--schedule", default="cosine")
args = parser.parse_args([])
schedule = build_schedule(args.schedule)


@jax.jit
def loss(x0, t, noise):
    def one(x, ti, e):
        ab = schedule.alpha_bar(ti)
        return jnp.mean((jnp.sqrt(ab) * x + jnp.sqrt(1.0 - ab) * e - x) ** 2)

    return jnp.mean(jax.vmap(one)(x0, t, noise))


print(loss(jnp.ones((4, 2)), jnp.linspace(0.0, 1.0, 4), jnp.zeros((4, 2))))
