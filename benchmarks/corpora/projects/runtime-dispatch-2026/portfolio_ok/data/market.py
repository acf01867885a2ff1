"""Daily asset returns from a two-state Markov-switching factor model."""
import numpy as np


def simulate_returns(num_days, num_assets, seed):
    rng = np.random.default_rng(seed)
    drift = rng.uniform(0.0, 0.0008, size=num_assets)
    loadings = rng.uniform(0.5, 1.5, size=num_assets)
    state, states = 0, []
    for _ in range(num_days):
        if rng.random() < (0.03 if state == 0 else 0.1):
            state = 1 - state
        states.append(state)
    states = np.asarray(states)
    factor_vol = np.where(states == 1, 0.025, 0.007)
    factor = factor_vol * rng.standard_normal(num_days)
    idio = 0.006 * rng.standard_normal((num_days, num_assets))
    returns = drift + factor[:, None] * loadings + idio
    return returns.astype(np.float32), states
