import jax
import jax.numpy as jnp


def residual_stack(weights, x, n_layers):
    for i in range(n_layers):
        x = x + jnp.tanh(x @ weights[i])
    return x


# recompute activations in the backward pass to save memory
residual_stack_remat = jax.checkpoint(residual_stack)


def loss_fn(weights, x):
    out = residual_stack_remat(weights, x, 4)
    return jnp.mean(out**2)


key_w, key_x = jax.random.split(jax.random.PRNGKey(0))
weights = jax.random.normal(key_w, (4, 16, 16)) * 0.05
x = jax.random.normal(key_x, (8, 16))
grads = jax.grad(loss_fn)(weights, x)
print(grads.shape)
