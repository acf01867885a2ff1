import jax.numpy as jnp
import optax


def clip_loss(img, txt, scale):
    logits = scale * img @ txt.T
    labels = jnp.arange(logits.shape[0])
    loss_i = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    loss_t = optax.softmax_cross_entropy_with_integer_labels(logits.T, labels)
    acc = jnp.mean(jnp.argmax(logits, axis=1) == labels)
    return 0.5 * (loss_i.mean() + loss_t.mean()), acc
