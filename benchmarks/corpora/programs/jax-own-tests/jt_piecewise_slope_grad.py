import jax
import jax.numpy as jnp


def f(x):
    if x < 3:
        return 3.0 * x ** 2
    else:
        return -4 * x


def slopes(points):
    df = jax.grad(f)
    return [float(df(p)) for p in points]


def second_derivative(x):
    return jax.grad(jax.grad(f))(x)


print(slopes([1.0, 2.0, 4.0, 5.0]))
print(second_derivative(2.0))
print(second_derivative(4.0))
