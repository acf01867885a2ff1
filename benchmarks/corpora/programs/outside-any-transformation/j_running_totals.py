"""Running totals of a sequence of daily measurements."""
import jax
import jax.numpy as jnp


def running_totals(values):
    n = values.shape[0]
    out = jnp.zeros(n)
    acc = 0.0
    for i in range(n):
        acc = acc + float(values[i])
        out[i] = acc
    return out


@jax.jit
def normalise(totals):
    return totals / jnp.maximum(totals[-1], 1e-6)


def main():
    values = jnp.array([1.0, 2.5, 0.5, 4.0, 3.0])
    totals = running_totals(values)
    print(normalise(totals))


main()
