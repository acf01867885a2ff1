"""Adversarial training keeps what the attack drew: inside `jax.grad`, the target labels
come from the jitted step's random key alone, so JAX makes them tracers of the jit's
trace, not of the gradient's; reading them from the step's dict after the gradient, still
inside the jit, is fine."""

import jax
import jax.numpy as jnp


@jax.jit
def attack_step(images, key):
    drawn = {}

    def attack_loss(images):
        targets = jax.random.randint(key, (images.shape[0],), 0, 3)
        drawn["targets"] = targets
        onehot = jax.nn.one_hot(targets, 3)
        return jnp.sum(images.mean(axis=1, keepdims=True) * onehot)

    grads = jax.grad(attack_loss)(images)
    return images + 0.1 * jnp.sign(grads), drawn["targets"]


print(attack_step(jnp.ones((4, 3)), jax.random.PRNGKey(0))[1])
