import jax
import jax.numpy as jnp


def clip_component(g, threshold):
    if jnp.abs(g) > threshold:
        return jnp.sign(g) * threshold
    return g


def clip_gradients(grads, threshold):
    flat = grads.reshape(-1)
    clipped = jax.vmap(clip_component, in_axes=(0, None))(flat, threshold)
    return clipped.reshape(grads.shape)


grads = jnp.array([[0.1, -2.0, 0.7], [3.0, -0.2, -0.9]])
print(clip_gradients(grads, 0.5))
