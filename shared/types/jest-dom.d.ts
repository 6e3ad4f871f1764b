// jest-dom's matchers (toBeInTheDocument, …) for every package's component tests.
import '@testing-library/jest-dom';
