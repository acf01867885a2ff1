import jax
import jax.numpy as jnp
from jax import lax

TABLE = jnp.array([0.0, 0.8, 1.5, 1.9, 2.0, 1.7])


def interpolate(t):
    i = int(t)
    frac = t - i
    return TABLE[i] * (1.0 - frac) + TABLE[i + 1] * frac


def compound(rate, periods):
    return lax.fori_loop(0, periods, lambda _, v: v * (1.0 + rate), 1.0)


for t in (0.5, 2.25, 3.9):
    value, slope = jax.value_and_grad(interpolate)(t)
    print(t, round(float(value), 4), round(float(slope), 4))

for periods in (1, 4, 12):
    growth, sens = jax.value_and_grad(compound)(0.05, periods)
    print(periods, round(float(growth), 4), round(float(sens), 4))
