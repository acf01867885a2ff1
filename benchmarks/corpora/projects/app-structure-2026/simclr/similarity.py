import jax.numpy as jnp
import numpy as np


def l2_normalize(z, eps=1e-8):
    norm = np.linalg.norm(z, axis=-1, keepdims=True)
    return z / (norm + eps)


def cosine_matrix(a, b):
    return l2_normalize(a) @ l2_normalize(b).T


def nearest_centroid_accuracy(embeddings, labels, num_classes):
    embeddings = np.asarray(embeddings)
    embeddings = embeddings / np.linalg.norm(embeddings, axis=-1, keepdims=True)
    centroids = np.stack([embeddings[labels == c].mean(axis=0) for c in range(num_classes)])
    predicted = np.argmax(embeddings @ centroids.T, axis=-1)
    return float(np.mean(predicted == labels))


def alignment(a, b):
    return jnp.mean(jnp.sum((a - b) ** 2, axis=-1))
