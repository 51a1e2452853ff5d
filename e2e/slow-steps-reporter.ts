import type { Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

// Prints each browser call or expectation that took a second or more, with the journey line that
// made it: where a slow run spends its time (page loads, axe, an animation waited out).
export default class SlowStepsReporter implements Reporter {
  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.duration < 1000 || (step.category !== "expect" && step.category !== "pw:api")) return;
    const where = step.location ? `${step.location.file.split("/e2e/").pop()}:${step.location.line}` : "(library)";
    const project = test.parent.project()?.name ?? "";
    console.log(`slow step ${String(step.duration).padStart(6)} ms [${project}] ${where} ${step.title.slice(0, 80)}`);
  }
}
