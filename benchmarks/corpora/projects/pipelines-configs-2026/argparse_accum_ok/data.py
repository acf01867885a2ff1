"""Teacher-labelled data streamed through a shuffle buffer."""
import numpy as np


def teacher_dataset(n, in_dim, num_classes, rng, teacher=None):
    if teacher is None:
        teacher = (rng.normal(size=(in_dim, 16)), rng.normal(size=(16, num_classes)))
    x = rng.normal(size=(n, in_dim)).astype(np.float32)
    logits = np.tanh(x @ teacher[0]) @ teacher[1]
    y = logits.argmax(-1).astype(np.int32)
    return x, y, teacher


def example_stream(x, y):
    """Endless stream of single (x, y) examples in dataset order."""
    while True:
        for i in range(len(x)):
            yield x[i], y[i]


def shuffle_buffer(stream, size, rng):
    buf = []
    for item in stream:
        if len(buf) < size:
            buf.append(item)
            continue
        j = rng.integers(size)
        yield buf[j]
        buf[j] = item


def batch_examples(stream, batch_size):
    while True:
        xs, ys = zip(*(next(stream) for _ in range(batch_size)))
        yield {"x": np.stack(xs), "y": np.asarray(ys, dtype=np.int32)}


def split_microbatches(batch, num_micro):
    return {k: v.reshape((num_micro, v.shape[0] // num_micro) + v.shape[1:]) for k, v in batch.items()}
