from typing import NamedTuple


class PPOConfig(NamedTuple):
    seed: int = 0
    num_envs: int = 4
    num_steps: int = 16
    num_iterations: int = 3
    num_epochs: int = 2
    lr: float = 3e-4
    gamma: float = 0.99
    gae_lambda: float = 0.95
    clip_eps: float = 0.2
    vf_coef: float = 0.5
    ent_coef: float = 0.01
    max_grad_norm: float = 0.5
    hidden: int = 32


class EnvParams(NamedTuple):
    gravity: float = 9.8
    masscart: float = 1.0
    masspole: float = 0.1
    length: float = 0.5
    force_mag: float = 10.0
    tau: float = 0.02
    theta_threshold: float = 12 * 2 * 3.1415926 / 360
    x_threshold: float = 2.4
    max_steps: int = 200
