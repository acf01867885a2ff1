import jax
import jax.numpy as jnp


def make_step(model, lr=0.05):
    @jax.jit
    def step(params, x, mask, target):
        def loss(p):
            out = model.apply(p, x, mask)
            return jnp.mean((out - target) ** 2)

        value, grads = jax.value_and_grad(loss)(params)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
        return params, value

    return step
