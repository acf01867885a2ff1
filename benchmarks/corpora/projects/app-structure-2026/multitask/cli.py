import argparse

import jax

from multitask.config import HParams
from multitask.data import make_tasks, round_robin
from multitask.trainer import MultiTaskTrainer
from multitask.weighting import weighted_average


def parse(argv=None):
    defaults = HParams.defaults()
    parser = argparse.ArgumentParser(prog="multitask")
    parser.add_argument("--steps", type=int, default=defaults["steps"])
    parser.add_argument("--num-layers", type=int, default=defaults["num_layers"])
    parser.add_argument("--trunk-width", type=int, default=defaults["trunk_width"])
    parser.add_argument("--task-weights", type=float, nargs=2, default=defaults["task_weights"])
    parser.add_argument("--weight-temperature", type=float, default=defaults["weight_temperature"])
    parser.add_argument("--seed", type=int, default=defaults["seed"])
    return parser.parse_args(argv)


def main(argv=None):
    args = parse(argv)
    hp = HParams(**{k: (tuple(v) if isinstance(v, list) else v) for k, v in vars(args).items()})
    data = make_tasks(hp.replace(num_examples=hp.num_examples + 256))
    train = {k: v[:hp.num_examples] for k, v in data.items()}
    test = {k: v[hp.num_examples:] for k, v in data.items()}
    trainer = MultiTaskTrainer(hp)
    state = trainer.create_state(jax.random.PRNGKey(hp.seed))
    state = trainer.fit(state, round_robin(train, len(hp.task_names), hp.batch_size, hp.seed))
    scores = trainer.evaluate(state, test)
    print("test:", {k: round(v, 4) for k, v in scores.items()})
    combined = weighted_average([1.0 - scores["accuracy"], scores["mse"]], hp.task_weights)
    print(f"weighted test error: {float(combined):.4f}")
