import jax.numpy as jnp
import optax


def discriminator_loss(disc, real, fake, regularizer):
    real_logits = disc(real)
    fake_logits = disc(fake)
    loss = jnp.mean(optax.sigmoid_binary_cross_entropy(real_logits, jnp.ones_like(real_logits)))
    loss += jnp.mean(optax.sigmoid_binary_cross_entropy(fake_logits, jnp.zeros_like(fake_logits)))
    return loss + regularizer(disc, real)


def generator_loss(gen, disc, z):
    logits = disc(gen(z))
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, jnp.ones_like(logits)))
