import numpy as np


def make_tasks(hp):
    rng = np.random.default_rng(hp.seed)
    x = rng.normal(size=(hp.num_examples, hp.input_dim)).astype(np.float32)
    w_cls = rng.normal(size=(hp.input_dim, hp.num_classes))
    w_reg = rng.normal(size=hp.input_dim) / np.sqrt(hp.input_dim)
    labels = np.argmax(x @ w_cls, axis=1).astype(np.int32)
    targets = (np.sin(2.0 * x @ w_reg) + 0.05 * rng.normal(size=hp.num_examples)).astype(np.float32)
    return {"x": x, "label": labels, "target": targets}


def round_robin(data, num_tasks, batch_size, seed):
    rng = np.random.default_rng(seed)
    n = len(data["x"])
    step = 0
    while True:
        idx = rng.integers(0, n, size=batch_size)
        batch = {k: v[idx] for k, v in data.items()}
        batch["task"] = np.int32(step % num_tasks)
        yield batch
        step += 1
