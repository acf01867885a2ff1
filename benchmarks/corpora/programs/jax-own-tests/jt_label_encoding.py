import jax
import jax.numpy as jnp


def encode(labels, num_classes):
    return jax.nn.one_hot(labels, num_classes)


@jax.jit
def softmax_xent(logits, labels, num_classes):
    targets = encode(labels, num_classes)
    return -jnp.mean(jnp.sum(targets * jax.nn.log_softmax(logits), axis=-1))


logits = jnp.array([[2.0, 0.5, -1.0], [0.1, 0.2, 3.0]])
labels = jnp.array([0, 2])
print(softmax_xent(logits, labels, 3))
