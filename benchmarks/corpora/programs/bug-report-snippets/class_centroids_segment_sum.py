import jax
import jax.numpy as jnp


@jax.jit
def class_centroids(embeddings, labels):
    num_classes = labels.max() + 1
    sums = jax.ops.segment_sum(embeddings, labels, num_segments=num_classes)
    counts = jax.ops.segment_sum(jnp.ones_like(labels), labels, num_segments=num_classes)
    return sums / counts[:, None]


key_e, key_l = jax.random.split(jax.random.PRNGKey(0))
embeddings = jax.random.normal(key_e, (100, 8))
labels = jax.random.randint(key_l, (100,), 0, 5)
centroids = class_centroids(embeddings, labels)
print(centroids.shape)
