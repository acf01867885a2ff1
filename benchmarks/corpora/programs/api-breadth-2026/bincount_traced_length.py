"""Count class labels in a batch; the number of classes comes from the label set."""
import jax
import jax.numpy as jnp


@jax.jit
def class_frequencies(labels):
    num_classes = labels.max() + 1
    counts = jnp.bincount(labels, length=num_classes)
    return counts / labels.shape[0]


def report(freqs):
    for cls, f in enumerate(freqs.tolist()):
        print(f"class {cls}: {f:.2f}")


labels = jnp.array([0, 2, 1, 2, 2, 0, 3, 1, 2, 0], dtype=jnp.int32)
freqs = class_frequencies(labels)
report(freqs)
