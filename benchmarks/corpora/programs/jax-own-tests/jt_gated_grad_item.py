import jax
import jax.numpy as jnp


def gated(x):
    if x.astype(bool).item():
        return x ** 2
    else:
        return x


def gated_sum(xs):
    return sum(gated(x) for x in xs)


print(jax.grad(gated)(2.0))
print(jax.grad(gated)(0.0))
print(gated_sum(jnp.array([0.0, 1.0, 3.0])))
