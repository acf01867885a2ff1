import sys

import jax
import numpy as np

from .config import parse
from .data import batch_examples, example_stream, shuffle_buffer, teacher_dataset
from .evaluate import report
from .train import create_state, fit


def main(argv=None):
    hp = parse(argv)
    rng = np.random.default_rng(hp.seed)
    x_tr, y_tr, teacher = teacher_dataset(hp.num_train, hp.in_dim, hp.num_classes, rng)
    x_ev, y_ev, _ = teacher_dataset(hp.num_eval, hp.in_dim, hp.num_classes, rng, teacher)

    stream = shuffle_buffer(example_stream(x_tr, y_tr), hp.shuffle_buffer, rng)
    batches = batch_examples(stream, hp.batch_size)

    key = jax.random.PRNGKey(hp.seed)
    init_key, train_key = jax.random.split(key)
    state = create_state(hp, init_key)
    state, log = fit(state, batches, hp, train_key)
    acc, recall = report(state, x_ev, y_ev, hp.num_classes)
    print(f"eval acc {acc:.3f} recall {[round(r, 3) for r in recall]}")


if __name__ == "__main__":
    main(sys.argv[1:])
