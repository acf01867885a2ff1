import numpy as np


def moving_average(x, window=10):
    kernel = np.ones(window) / window
    return np.convolve(x, kernel, mode="valid")


def summarize(rewards, optimal, tail=50):
    rewards = np.asarray(rewards).mean(0)
    optimal = np.asarray(optimal).mean(0)
    return {
        "curve": moving_average(rewards),
        "final_reward": float(rewards[-tail:].mean()),
        "final_optimal": float(optimal[-tail:].mean()),
    }
