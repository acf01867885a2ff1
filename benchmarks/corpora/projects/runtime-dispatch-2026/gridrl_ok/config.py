"""Experiment configuration, written like the YAML file it replaced."""
import copy

CONFIG = {
    "experiment": {
        "name": "gridworld-reinforce",
        "seed": 0,
        "log_every": 1,
    },
    "env": {
        "id": "gridworld",
        "kwargs": {
            "size": 4,
            "max_steps": 12,
            "slip_prob": 0.1,
            "goal_reward": 1.0,
            "step_cost": 0.01,
        },
    },
    "agent": {
        "policy": "tabular",
        "gamma": 0.95,
        "learning_rate": 0.5,
        "baseline": "mean",
        "entropy_coef": 0.01,
    },
    "train": {
        "iterations": 6,
        "num_envs": 16,
    },
}


def load(overrides=None):
    cfg = copy.deepcopy(CONFIG)
    for dotted, value in (overrides or {}).items():
        node = cfg
        *parents, leaf = dotted.split(".")
        for key in parents:
            node = node[key]
        node[leaf] = value
    return cfg
