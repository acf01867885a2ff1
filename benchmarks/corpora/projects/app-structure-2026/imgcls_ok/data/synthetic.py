import numpy as np


def make_dataset(num_examples, image_size, num_classes, channels=1, seed=0):
    rng = np.random.default_rng(seed)
    shape = (image_size, image_size, channels)
    prototypes = rng.normal(size=(num_classes,) + shape)
    labels = rng.integers(0, num_classes, size=num_examples)
    noise = rng.normal(scale=0.9, size=(num_examples,) + shape)
    images = prototypes[labels] + noise
    images = (images - images.mean()) / images.std()
    return images.astype(np.float32), labels.astype(np.int32)


def class_balance(labels, num_classes):
    valid = labels[labels >= 0]
    counts = np.bincount(valid, minlength=num_classes)
    return counts / max(counts.sum(), 1)


def batch_iterator(images, labels, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    n = images.shape[0]
    while True:
        order = rng.permutation(n)
        for start in range(0, n - batch_size + 1, batch_size):
            idx = order[start:start + batch_size]
            yield {"image": images[idx], "label": labels[idx]}
