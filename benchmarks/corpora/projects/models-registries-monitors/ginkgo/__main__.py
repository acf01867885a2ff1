from ginkgo import ExperimentConfig, Trainer

if __name__ == "__main__":
    Trainer(ExperimentConfig()).fit()
