import jax
import jax.numpy as jnp


def relax(x, use_momentum):
    steps = []
    v = jnp.zeros_like(x)
    for _ in range(5):
        g = 2 * x
        if use_momentum:
            v = 0.9 * v - 0.1 * g
        else:
            v = -0.1 * g
        x = x + v
        steps.append(x)
    return jnp.stack(steps)


run = jax.jit(relax, static_argnums=1)

x0 = jnp.array([1.0, -2.0])
print(run(x0, True)[-1])
print(run(x0, use_momentum=False)[-1])
