import jax
import jax.numpy as jnp
import optax


def discriminator_loss(real_logits, fake_logits, smoothing=0.0):
    real = optax.sigmoid_binary_cross_entropy(real_logits, jnp.full_like(real_logits, 1.0 - smoothing))
    fake = optax.sigmoid_binary_cross_entropy(fake_logits, jnp.zeros_like(fake_logits))
    return real.mean() + fake.mean()


def generator_loss(fake_logits):
    return jnp.mean(jax.nn.softplus(-fake_logits))


def r1_penalty(disc_fn, real):
    grads = jax.grad(lambda x: disc_fn(x).sum())(real)
    return jnp.mean(jnp.sum(grads ** 2, axis=-1))
